import struct,sys
pal=open('/work/shared/gamedata/librequake/id1/gfx/palette.lmp','rb').read()[:768]
def pcx(path,w,h,pix):
    hdr=struct.pack('<BBBBHHHHHH',0x0a,5,1,8,0,0,w-1,h-1,72,72)+b'\0'*48+struct.pack('<BBHH',0,1,w,1)+b'\0'*58
    out=bytearray()
    for y in range(h):
        row=pix[y*w:(y+1)*w]; i=0
        while i<w:
            v=row[i]; n=1
            while i+n<w and row[i+n]==v and n<63: n+=1
            if n>1 or v>=0xc0: out+=bytes([0xc0|n,v])
            else: out.append(v)
            i+=n
    open(path,'wb').write(hdr+out+b'\x0c'+pal)
# colormap: 64 light rows x 256 + 64 rows translucency table (plain)
pcx(sys.argv[1]+'/colormap.pcx',256,320,bytes((x for y in range(320) for x in range(256))))
pcx(sys.argv[1]+'/conchars.pcx',128,128,bytes(128*128))
